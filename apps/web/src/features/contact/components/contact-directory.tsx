import { CONTACT } from '@silent/contracts';
import { buttonClassName, Card, ZonedClock } from '@silent/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { CORPORATE_CONTACTS, OFFICE } from '../content/corporate-contacts';
import './contact.css';

/** /contact: the team (passed in by the route) and the corporate contacts, hours and clock. */
export function ContactDirectory({ team }: { team: ReactNode }) {
  return (
    <div className="ui-container page contact">
      <span className="page-eyebrow">Team &amp; contact</span>
      <h1 className="page-title">Talk to the people who build Silent</h1>
      <p className="page-lead">
        Silent Labs is a small team of engineers, designers and researchers in New York. Write to
        one of us directly, or reach the right desk below.
      </p>

      <section className="contact__section" aria-labelledby="team-title">
        <h2 id="team-title" className="section-title">
          Our co-founders
        </h2>
        {team}
      </section>

      <section className="contact__section" aria-labelledby="corporate-title">
        <h2 id="corporate-title" className="section-title">
          Corporate contacts
        </h2>
        <div className="contact__corporate">
          <ul className="contact__desks">
            {CORPORATE_CONTACTS.map((desk) => (
              <Card as="li" key={desk.id} padding="md">
                <h3 className="contact__desk-label">{desk.label}</h3>
                <p className="muted">{desk.description}</p>
                <a href={`mailto:${desk.email}`}>{desk.email}</a>
              </Card>
            ))}
          </ul>
          <Card padding="lg" className="contact__office">
            <h3>Headquarters</h3>
            <address>
              {OFFICE.name}
              {OFFICE.lines.map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
            </address>
            <p>
              <a href={OFFICE.phoneHref}>{OFFICE.phone}</a>
            </p>
            <h3 className="contact__hours-title">Corporate hours</h3>
            <p>{CONTACT.corporateHours}</p>
            <ZonedClock label="Now in New York" className="contact__clock" />
            <Link
              to={paths.contactForm}
              className={buttonClassName({ variant: 'primary', fullWidth: true })}
            >
              Send a message
            </Link>
          </Card>
        </div>
      </section>
    </div>
  );
}
