import { useEffect } from 'react';

export const SITE_NAME = 'Silent Labs';

/** Sets the page's <title> and meta description for the current route. */
export function useDocumentMeta({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    document.title = title.includes(SITE_NAME) ? title : `${title} · ${SITE_NAME}`;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
