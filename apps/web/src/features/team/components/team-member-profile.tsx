import { Badge, buttonClassName, Card } from '@silent/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { TeamMember } from '../content/team-members';
import './team.css';

export function TeamMemberProfile({ member }: { member: TeamMember }) {
  return (
    <div className="ui-container page profile">
      <nav aria-label="Breadcrumb" className="profile__breadcrumb">
        <Link to={paths.contact}>Team &amp; contact</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{member.name}</span>
      </nav>
      <div className="profile__grid">
        <Card padding="lg" className="profile__summary">
          <span className="team-avatar team-avatar--lg" aria-hidden="true">
            {member.initials}
          </span>
          <h1 className="profile__name">{member.name}</h1>
          <p className="profile__title">{member.title}</p>
          <p>
            <a href={`mailto:${member.email}`}>{member.email}</a>
          </p>
          <p className="muted">Co-founded Silent Labs in {member.foundingYear}</p>
          <ul className="profile__social" aria-label={`${member.name} elsewhere`}>
            {member.social.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="ui-visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </Card>
        <div className="stack profile__details">
          <section aria-labelledby="bio-title">
            <h2 id="bio-title" className="profile__heading">
              About
            </h2>
            <p className="profile__bio">{member.bio}</p>
          </section>
          <section aria-labelledby="expertise-title">
            <h2 id="expertise-title" className="profile__heading">
              Expertise
            </h2>
            <ul className="profile__tags">
              {member.expertise.map((skill) => (
                <li key={skill}>
                  <Badge tone="accent">{skill}</Badge>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="experience-title">
            <h2 id="experience-title" className="profile__heading">
              Experience
            </h2>
            <ul className="profile__list">
              {member.experience.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="education-title">
            <h2 id="education-title" className="profile__heading">
              Education
            </h2>
            <ul className="profile__list">
              {member.education.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <div className="row">
            <Link to={paths.contactForm} className={buttonClassName({ variant: 'primary' })}>
              Send {member.name.split(' ')[0]} a message
            </Link>
            <Link to={paths.contact} className={buttonClassName()}>
              Meet the rest of the team
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}

export function TeamMemberNotFound() {
  return (
    <div className="ui-container page page-narrow">
      <span className="page-eyebrow">Team</span>
      <h1 className="page-title">Team Member Not Found</h1>
      <p className="page-lead">
        We couldn&rsquo;t find anyone at that address. The link may be out of date.
      </p>
      <Link to={paths.contact} className={buttonClassName({ variant: 'primary' })}>
        Back to the team
      </Link>
    </div>
  );
}

/** Card for the team grid on /contact. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <Card as="li" padding="lg" className="team-card">
      <span className="team-avatar" aria-hidden="true">
        {member.initials}
      </span>
      <h3 className="team-card__name">{member.name}</h3>
      <p className="team-card__title">{member.title}</p>
      <p className="team-card__email">
        <a href={`mailto:${member.email}`}>{member.email}</a>
      </p>
      <Link to={paths.team(member.id)} className={buttonClassName({ size: 'sm' })}>
        View profile<span className="ui-visually-hidden"> of {member.name}</span>
      </Link>
    </Card>
  );
}
