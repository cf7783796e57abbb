import { screen } from '@testing-library/react';
import { renderPage } from '../../testing/render';
import { Component as TeamMemberRoute } from './team-member';

describe('/team/:memberId', () => {
  it('shows a co-founder profile and sets the title', () => {
    renderPage(<TeamMemberRoute />, { path: '/team/:memberId', route: '/team/daniel-okafor' });
    expect(screen.getByRole('heading', { level: 1, name: 'Daniel Okafor' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'daniel@silentlabs.dev' })).toHaveAttribute(
      'href',
      'mailto:daniel@silentlabs.dev',
    );
    for (const heading of ['About', 'Expertise', 'Experience', 'Education']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText('Co-founded Silent Labs in 2023')).toBeInTheDocument();
    expect(document.title).toBe(
      'Daniel Okafor, Co-founder & Chief Technology Officer · Silent Labs',
    );
  });

  it('shows Team Member Not Found with a link to /contact for an unknown id', () => {
    renderPage(<TeamMemberRoute />, { path: '/team/:memberId', route: '/team/someone-else' });
    expect(screen.getByRole('heading', { name: 'Team Member Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the team' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('does not exist'),
    );
  });
});
