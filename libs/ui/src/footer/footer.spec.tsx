import { COPYRIGHT_YEAR } from '@silent/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Footer } from './footer';

describe('Footer', () => {
  it('has the four columns, the contact links, the unlinked items and the copyright', () => {
    render(
      <MemoryRouter>
        <Footer
          paths={{ home: '/', tool: '/silent', contact: '/contact', contactForm: '/contact-form' }}
          anchors={{ products: 'products', pricing: 'pricing', api: 'api' }}
        />
      </MemoryRouter>,
    );
    for (const title of ['Technology', 'About', 'Company', 'Contact Us']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Team Email' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Send a Message' })).toHaveAttribute(
      'href',
      '/contact-form',
    );
    for (const text of [
      'Terms and Service',
      'Privacy',
      'Security',
      'Business Ethics and Compliance',
      'Community',
    ]) {
      const item = screen.getByText(text);
      expect(item.closest('a')).toBeNull();
      // Plain text, styled apart from the links around it, and no stop for the keyboard.
      expect(item).toHaveClass('ui-footer__text');
      expect(item).not.toHaveAttribute('tabindex');
      expect(item.querySelector('a, button')).toBeNull();
    }
    expect(screen.getByRole('link', { name: /YouTube/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Instagram/ })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© ${COPYRIGHT_YEAR} Silent Labs`))).toBeInTheDocument();
    expect(screen.getByText('New York')).toBeInTheDocument();
  });
});
