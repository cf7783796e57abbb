import { COPYRIGHT_YEAR } from '@silent/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ZonedClock } from '../clock/zoned-clock';

/** The app's URLs the footer links to (pass the app's `paths` object). */
export interface FooterPaths {
  home: string;
  tool: string;
  contact: string;
  contactForm: string;
}

export interface FooterSocialLinks {
  video: string;
  professional: string;
  photo: string;
}

export interface FooterProps {
  paths: FooterPaths;
  /** Landing-page section ids for the Technology column. */
  anchors: { products: string; pricing: string; api: string };
  social?: FooterSocialLinks;
  brand?: string;
}

const DEFAULT_SOCIAL: FooterSocialLinks = {
  video: 'https://www.youtube.com/@silentlabs',
  professional: 'https://www.linkedin.com/company/silent-labs',
  photo: 'https://www.instagram.com/silentlabs',
};

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="ui-footer__column">
      <h2 className="ui-footer__heading">{title}</h2>
      <ul className="ui-footer__list">{children}</ul>
    </div>
  );
}

const ICONS = {
  video: (
    <path d="M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.3-1.2.4-2.5.4-3.8s-.1-2.6-.4-3.8ZM10 15V9l5.2 3L10 15Z" />
  ),
  professional: (
    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.55h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-4.99c0-1.19-.02-2.72-1.66-2.72-1.66 0-1.91 1.3-1.91 2.63V21h-4V9.75Z" />
  ),
  photo: (
    <path d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4ZM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4ZM12 2c-2.7 0-3 0-4.1.1C4 2.3 2.3 4 2.1 7.9 2 9 2 9.3 2 12s0 3 .1 4.1C2.3 20 4 21.7 7.9 21.9 9 22 9.3 22 12 22s3 0 4.1-.1c3.9-.2 5.6-1.9 5.8-5.8.1-1.1.1-1.4.1-4.1s0-3-.1-4.1C21.7 4 20 2.3 16.1 2.1 15 2 14.7 2 12 2Zm0 1.8c2.7 0 3 0 4 .1 2.8.1 4 1.4 4.1 4.1.1 1 .1 1.3.1 4s0 3-.1 4c-.1 2.7-1.4 4-4.1 4.1-1 .1-1.3.1-4 .1s-3 0-4-.1c-2.8-.1-4-1.4-4.1-4.1-.1-1-.1-1.3-.1-4s0-3 .1-4C3.9 5.3 5.2 4 8 3.9c1-.1 1.3-.1 4-.1Z" />
  ),
};

export function Footer({
  paths,
  anchors,
  social = DEFAULT_SOCIAL,
  brand = 'Silent Labs',
}: FooterProps) {
  const socialLinks = [
    { kind: 'video' as const, href: social.video, label: `${brand} on YouTube` },
    { kind: 'professional' as const, href: social.professional, label: `${brand} on LinkedIn` },
    { kind: 'photo' as const, href: social.photo, label: `${brand} on Instagram` },
  ];
  return (
    <footer className="ui-footer">
      <div className="ui-container">
        <div className="ui-footer__top">
          <div className="ui-footer__brand">
            <Link to={paths.home} className="ui-footer__logo">
              {brand}
            </Link>
            <p className="ui-footer__tagline">
              AI-assisted iOS and web development, from the first conversation to the App Store.
            </p>
            <ul className="ui-footer__social" aria-label="Social media">
              {socialLinks.map((link) => (
                <li key={link.kind}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={link.label}
                  >
                    <svg
                      width="20"
                      height="20"
                      viewBox="0 0 24 24"
                      fill="currentColor"
                      aria-hidden="true"
                    >
                      {ICONS[link.kind]}
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="ui-footer__columns">
            <Column title="Technology">
              <li>
                <Link to={paths.tool}>Silent prompt enhancer</Link>
              </li>
              <li>
                <Link to={`${paths.home}#${anchors.products}`}>iOS &amp; web development</Link>
              </li>
              <li>
                <Link to={`${paths.home}#${anchors.api}`}>Developer API</Link>
              </li>
              <li>
                <Link to={`${paths.home}#${anchors.pricing}`}>Pricing</Link>
              </li>
            </Column>
            <Column title="About">
              <li>
                <Link to={paths.contact}>Our team</Link>
              </li>
              <li className="ui-footer__text">Terms and Service</li>
              <li className="ui-footer__text">Privacy</li>
              <li className="ui-footer__text">Security</li>
            </Column>
            <Column title="Company">
              <li className="ui-footer__text">Business Ethics and Compliance</li>
              <li className="ui-footer__text">Community</li>
            </Column>
            <Column title="Contact Us">
              <li>
                <Link to={paths.contact}>Team Email</Link>
              </li>
              <li>
                <Link to={paths.contactForm}>Send a Message</Link>
              </li>
            </Column>
          </div>
        </div>
        <div className="ui-footer__bottom">
          <p className="ui-footer__copyright">
            © {COPYRIGHT_YEAR} {brand}. All rights reserved.
          </p>
          <ZonedClock label="New York" className="ui-footer__clock" />
        </div>
      </div>
    </footer>
  );
}
