import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PolicyBlock } from '../types';
import { splitOnEmail } from '../utils';

/** A text with every `{email}` shown as a mail link to the configured support address. */
export function PolicyInline({ text, email }: { text: string; email: string }) {
  const parts = splitOnEmail(text);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && <Link href={`mailto:${email}`}>{email}</Link>}
    </Fragment>
  ));
}

/** Paragraphs and bullet lists of a policy section. */
export function PolicyBlocks({ blocks, email }: { blocks: readonly PolicyBlock[]; email: string }) {
  return blocks.map((block, index) =>
    typeof block === 'string' ? (
      <Typography key={index} sx={{ mb: 1.5, lineHeight: 1.7 }}>
        <PolicyInline text={block} email={email} />
      </Typography>
    ) : (
      <Box key={index} component="ul" sx={{ pl: 3, mt: 0, mb: 1.5, lineHeight: 1.7 }}>
        {block.list.map((item) => (
          <Typography key={item} component="li" sx={{ mb: 0.5, lineHeight: 1.7 }}>
            <PolicyInline text={item} email={email} />
          </Typography>
        ))}
      </Box>
    ),
  );
}
