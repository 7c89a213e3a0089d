import { useEffect } from 'react';
import { pageTitle, setPageTitle } from '@/utils/documentTitle';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/**
 * Sets the document title and meta description while the page is shown, and puts the old ones back after. The
 * title goes through `documentTitle`, so the count of finished tasks in front of it survives the screen change.
 */
export function useDocumentMeta(title: string | undefined, description: string | undefined) {
  useEffect(() => {
    if (!title) return undefined;
    const previous = pageTitle();
    setPageTitle(title);
    return () => {
      setPageTitle(previous);
    };
  }, [title]);
  useEffect(() => {
    if (description === undefined) return undefined;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
