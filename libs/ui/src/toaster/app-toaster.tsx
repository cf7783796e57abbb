import { TOAST } from '@silent/contracts';
import { Toaster } from 'react-hot-toast';

/** The product's toast setup (spec reading B): top right, 4 s, success 3 s, error 5 s. */
export function AppToaster() {
  return (
    <Toaster
      position={TOAST.position}
      // Below the sticky header, so a toast never covers the navigation.
      containerStyle={{ top: 84 }}
      toastOptions={{
        duration: TOAST.defaultMs,
        success: { duration: TOAST.successMs },
        error: { duration: TOAST.errorMs },
        className: 'ui-toast',
        style: {
          background: 'var(--color-surface-raised)',
          color: 'var(--color-text)',
          border: '1px solid var(--color-border)',
          boxShadow: 'var(--shadow-md)',
          borderRadius: 'var(--radius-md)',
          maxWidth: '420px',
        },
      }}
    />
  );
}

export { toast } from 'react-hot-toast';
