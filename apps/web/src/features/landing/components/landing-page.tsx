import { Badge, buttonClassName, Card } from '@silent/ui';
import { Link } from 'react-router';
import { landingAnchors, paths } from '../../../config/paths';
import {
  API_SAMPLE,
  EXAMPLES,
  GUIDES,
  PRICING,
  PRODUCTS,
  TRUSTED_BY,
  TUTORIALS,
} from '../content/landing-content';
import { TypewriterCard } from './typewriter-card';
import './landing.css';

function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
}) {
  return (
    <header className="landing-section__header">
      <span className="page-eyebrow">{eyebrow}</span>
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      <p className="section-lead">{lead}</p>
    </header>
  );
}

export function LandingPage() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="ui-container hero__grid">
          <div className="hero__copy">
            <Badge tone="accent" className="hero__badge">
              <span className="hero__badge-dot" aria-hidden="true" />
              Powered iOS &amp; Web Development
            </Badge>
            <h1 id="hero-title" className="hero__title">
              Guided conversations that{' '}
              <span className="hero__highlight">start simple, learn fast</span> and build toward
              excellence.
            </h1>
            <p className="hero__lead">
              Silent Labs pairs senior engineers with AI that listens. Describe what you need in
              plain words: Silent sharpens the prompt, learns from your best results, and our team
              ships the iOS and web products behind them.
            </p>
            <div className="row hero__actions">
              <Link
                to={paths.login}
                className={buttonClassName({ variant: 'primary', size: 'lg' })}
              >
                Log In
              </Link>
              <Link
                to={`#${landingAnchors.products}`}
                className={buttonClassName({ variant: 'ghost', size: 'lg' })}
              >
                Explore products
              </Link>
            </div>
          </div>
          <TypewriterCard />
        </div>

        <div className="ui-container trusted">
          <h2 id="trusted-title" className="trusted__title">
            Trusted by teams
          </h2>
          <ul className="trusted__list">
            {TRUSTED_BY.map((name) => (
              <li key={name} className="trusted__name">
                {name}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id={landingAnchors.products}
        className="landing-section"
        aria-labelledby={`${landingAnchors.products}-title`}
      >
        <div className="ui-container">
          <SectionHeading
            id={landingAnchors.products}
            eyebrow="Products"
            title="One studio, three ways to ship faster"
            lead="Use Silent on its own, or bring us in to design and build the product around it."
          />
          <ul className="card-grid card-grid--3">
            {PRODUCTS.map((product) => (
              <Card as="li" key={product.id} padding="lg" className="product-card">
                <h3>{product.name}</h3>
                <p className="product-card__tagline">{product.tagline}</p>
                <p className="muted">{product.description}</p>
                <ul className="check-list">
                  {product.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                {product.cta ? (
                  <Link to={paths.tool} className={buttonClassName({ variant: 'secondary' })}>
                    {product.cta}
                  </Link>
                ) : (
                  <Link
                    to={paths.contactForm}
                    className={buttonClassName({ variant: 'secondary' })}
                  >
                    Start a project<span className="ui-visually-hidden"> ({product.name})</span>
                  </Link>
                )}
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <section
        id={landingAnchors.pricing}
        className="landing-section landing-section--tinted"
        aria-labelledby={`${landingAnchors.pricing}-title`}
      >
        <div className="ui-container">
          <SectionHeading
            id={landingAnchors.pricing}
            eyebrow="Pricing"
            title="Simple plans that grow with your team"
            lead="Start free during the beta. Upgrade when your team is ready, cancel any time."
          />
          <ul className="card-grid card-grid--3">
            {PRICING.map((plan) => (
              <Card
                as="li"
                key={plan.id}
                padding="lg"
                className={plan.highlighted ? 'plan plan--highlighted' : 'plan'}
              >
                <div className="row plan__head">
                  <h3 className="plan__name">{plan.name}</h3>
                  {plan.highlighted ? <Badge tone="accent">Most popular</Badge> : null}
                </div>
                <p className="plan__price">
                  <span className="plan__amount">{plan.price}</span>{' '}
                  <span className="muted">{plan.cadence}</span>
                </p>
                <p className="muted">{plan.description}</p>
                <ul className="check-list">
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                <Link
                  to={plan.id === 'studio' ? paths.contactForm : paths.login}
                  className={buttonClassName({
                    variant: plan.highlighted ? 'primary' : 'secondary',
                    fullWidth: true,
                  })}
                >
                  {plan.cta}
                  <span className="ui-visually-hidden"> ({plan.name} plan)</span>
                </Link>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <section
        id={landingAnchors.tutorials}
        className="landing-section"
        aria-labelledby={`${landingAnchors.tutorials}-title`}
      >
        <div className="ui-container">
          <SectionHeading
            id={landingAnchors.tutorials}
            eyebrow="Tutorials"
            title="Learn Silent in an afternoon"
            lead="Short, hands-on walkthroughs from your first prompt to a model trained on your voice."
          />
          <ul className="card-grid card-grid--3">
            {TUTORIALS.map((tutorial) => (
              <Card as="li" key={tutorial.id} padding="lg">
                <div className="row tutorial__meta">
                  <Badge>{tutorial.level}</Badge>
                  <span className="muted">{tutorial.duration}</span>
                </div>
                <h3>{tutorial.title}</h3>
                <ol className="tutorial__steps">
                  {tutorial.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <section
        id={landingAnchors.guides}
        className="landing-section landing-section--tinted"
        aria-labelledby={`${landingAnchors.guides}-title`}
      >
        <div className="ui-container">
          <SectionHeading
            id={landingAnchors.guides}
            eyebrow="Guides"
            title="Principles behind great prompts"
            lead="What our engineers have learned from thousands of enhanced prompts in real products."
          />
          <ul className="card-grid card-grid--3">
            {GUIDES.map((guide, position) => (
              <Card as="li" key={guide.id} padding="lg" className="guide">
                <span className="guide__number" aria-hidden="true">
                  0{position + 1}
                </span>
                <h3>{guide.title}</h3>
                <p className="muted">{guide.summary}</p>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <section
        id={landingAnchors.examples}
        className="landing-section"
        aria-labelledby={`${landingAnchors.examples}-title`}
      >
        <div className="ui-container">
          <SectionHeading
            id={landingAnchors.examples}
            eyebrow="Examples"
            title="From a rough idea to a ready prompt"
            lead="What the offline engine makes of three one-line requests, word for word."
          />
          <ul className="examples">
            {EXAMPLES.map((example) => (
              <Card as="li" key={example.id} padding="lg" className="example">
                <h3 className="example__label">{example.label}</h3>
                <div className="example__pair">
                  <div>
                    <p className="example__tag">Before</p>
                    <p className="example__before">{example.before}</p>
                  </div>
                  <div>
                    <p className="example__tag example__tag--after">After</p>
                    <p className="example__after">{example.after}</p>
                  </div>
                </div>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <section
        id={landingAnchors.api}
        className="landing-section landing-section--tinted"
        aria-labelledby={`${landingAnchors.api}-title`}
      >
        <div className="ui-container api">
          <div>
            <SectionHeading
              id={landingAnchors.api}
              eyebrow="API"
              title="Enhance prompts from your own code"
              lead="The same engine behind Silent, over a small JSON API. Every response comes in one envelope with the data you asked for."
            />
            <ul className="check-list">
              <li>Enhance, batch-enhance and generate variations</li>
              <li>Templates with variables, applied server-side</li>
              <li>Analytics and training endpoints for your dashboards</li>
            </ul>
          </div>
          <div className="api__code">
            <p className="api__code-title">Request</p>
            <pre>
              <code>{API_SAMPLE.request}</code>
            </pre>
            <p className="api__code-title">Response</p>
            <pre>
              <code>{API_SAMPLE.response}</code>
            </pre>
          </div>
        </div>
      </section>

      <section className="landing-cta" aria-labelledby="cta-title">
        <div className="ui-container">
          <Card padding="lg" className="landing-cta__card">
            <h2 id="cta-title" className="section-title">
              Ready when you are
            </h2>
            <p className="section-lead">
              Join the waitlist for Silent, or tell us about the app you want to build.
            </p>
            <div className="row landing-cta__actions">
              <Link
                to={paths.login}
                className={buttonClassName({ variant: 'primary', size: 'lg' })}
              >
                Join the waitlist
              </Link>
              <Link to={paths.contactForm} className={buttonClassName({ size: 'lg' })}>
                Send us a message
              </Link>
            </div>
          </Card>
        </div>
      </section>
    </>
  );
}
