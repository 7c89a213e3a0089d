import Typography from '@mui/material/Typography';
import { SafeMarkdown } from '@/components/SafeMarkdown';
import { parseDescription } from '../detailContent';
import type { DetailImage } from '../types';
import { useDetailT } from '../i18n';

/** Spec 1 §2.4: the prompt, or the title and the Markdown description. */
export function DetailText({ image }: { image: DetailImage }) {
  const t = useDetailT();
  const text = parseDescription(image.description);
  if (text) {
    return (
      <>
        {text.title && (
          <Typography variant="h5" component="h1" sx={{ mb: 1.5 }}>
            {text.title}
          </Typography>
        )}
        <SafeMarkdown>{text.description}</SafeMarkdown>
      </>
    );
  }
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1.5 }}>
        {image.name || image.category?.name || t('detail.prompt')}
      </Typography>
      <SafeMarkdown>{image.prompt}</SafeMarkdown>
    </>
  );
}
