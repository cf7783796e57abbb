import { PAGE_TRANSITION_MS } from '@silent/contracts';
import { act, render, screen } from '@testing-library/react';
import { PageTransition } from './page-transition';

function mockReducedMotion(matches: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches }) as unknown as typeof window.matchMedia;
}

describe('PageTransition', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows no overlay on first load, then the wordmark on each route change', () => {
    mockReducedMotion(false);
    const { rerender } = render(
      <PageTransition transitionKey="/">
        <p>Home</p>
      </PageTransition>,
    );
    expect(screen.queryByTestId('page-transition')).not.toBeInTheDocument();

    rerender(
      <PageTransition transitionKey="/contact">
        <p>Contact</p>
      </PageTransition>,
    );
    expect(screen.getByTestId('page-transition')).toHaveTextContent('Silent Labs');
    expect(screen.getByText('Contact').parentElement).toHaveClass('ui-page--enter');

    act(() => {
      jest.advanceTimersByTime(PAGE_TRANSITION_MS + 100);
    });
    expect(screen.queryByTestId('page-transition')).not.toBeInTheDocument();
  });

  it('is skipped for people who prefer reduced motion', () => {
    mockReducedMotion(true);
    const { rerender } = render(
      <PageTransition transitionKey="/">
        <p>Home</p>
      </PageTransition>,
    );
    rerender(
      <PageTransition transitionKey="/login">
        <p>Login</p>
      </PageTransition>,
    );
    expect(screen.queryByTestId('page-transition')).not.toBeInTheDocument();
  });
});
