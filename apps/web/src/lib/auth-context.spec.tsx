import { MESSAGES } from '@silent/contracts';
import { render, renderHook } from '@testing-library/react';
import { AuthContext, useAuth, type AuthContextValue } from './auth-context';

describe('useAuth', () => {
  it('throws outside its provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Probe() {
      useAuth();
      return null;
    }
    expect(() => render(<Probe />)).toThrow(MESSAGES.useAuthOutsideProvider);
    spy.mockRestore();
  });

  it('returns the provided value inside it', () => {
    const value: AuthContextValue = {
      user: null,
      session: null,
      loading: true,
      signOut: async () => undefined,
    };
    const { result } = renderHook(() => useAuth(), {
      wrapper: ({ children }) => (
        <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
      ),
    });
    expect(result.current).toBe(value);
  });
});
