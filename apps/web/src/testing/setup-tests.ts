import '@testing-library/jest-dom';
import { act, configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import toast from 'react-hot-toast';

// How long findBy* waits for an element to appear: the default second ran out on a two-core CI
// machine busy with other work (the tool page's axe sweep timed out once). A wait bound, not an
// assertion about speed: every expectation stays the same.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these; react-router needs them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no matchMedia; the page transition, typewriter and toaster ask it about motion.
if (!window.matchMedia) {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

// react-hot-toast keeps one global store: start every test with no toasts.
afterEach(() => {
  act(() => toast.remove());
});

// jsdom's Blob/File lack text(); browsers have it (the tool's file import and export specs read it).
if (typeof Blob !== 'undefined' && !Blob.prototype.text) {
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
}
