// Route module: React Router loads it lazily and renders `Component`.
export function Component() {
  return <h1>AdminWaitlist</h1>;
}
