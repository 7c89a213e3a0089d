import Typography from '@mui/material/Typography';
import { SafeMarkdown } from '@/components/SafeMarkdown';
import { parseDescription, withoutRepeatedTitle } from '../detailContent';
import type { DetailImage } from '../types';
import { useDetailT } from '../i18n';

/**
 * Spec 1 §2.4: the prompt, or the title and the Markdown description. The title, like the Markdown, is what the
 * backend or the author wrote, not interface text: `translate="no"`.
 */
export function DetailText({ image }: { image: DetailImage }) {
  const t = useDetailT();
  const text = parseDescription(image.description);
  if (text) {
    return (
      <>
        {text.title && (
          <Typography variant="pageTitle" component="h1" sx={{ mb: 1.5 }} translate="no">
            {text.title}
          </Typography>
        )}
        <SafeMarkdown>{withoutRepeatedTitle(text)}</SafeMarkdown>
      </>
    );
  }
  const name = image.name || image.category?.name;
  return (
    <>
      <Typography variant="pageTitle" component="h1" sx={{ mb: 1.5 }} translate={name ? 'no' : undefined}>
        {name || t('detail.prompt')}
      </Typography>
      <SafeMarkdown>{image.prompt}</SafeMarkdown>
    </>
  );
}
