import type { RowComponentProps } from 'react-window';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GalleryImage } from '@/api/types';
import { imageUrl } from '@/utils/imageUrl';
import { adminT, useAdminT } from '../i18n';

export interface LibraryRowProps {
  images: GalleryImage[];
  onEdit: (image: GalleryImage) => void;
  onDelete: (image: GalleryImage) => void;
}

export const imageLabel = (image: GalleryImage) =>
  image.name || adminT('admin.products.imageName', { id: image.image_id });

/** One image of the windowed library: picture, name, id, type, category and its actions. */
export function LibraryRow({
  index,
  style,
  ariaAttributes,
  images,
  onEdit,
  onDelete,
}: RowComponentProps<LibraryRowProps>) {
  const t = useAdminT();
  const image = images[index];
  const name = imageLabel(image);
  return (
    <Box
      {...ariaAttributes}
      style={style}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="img"
        src={imageUrl(image.path, { width: 120 })}
        alt={name}
        width={56}
        height={56}
        loading="lazy"
        sx={{ objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap translate={image.name ? 'no' : undefined}>
          {name}
        </Typography>
        <Typography variant="caption" color="textSecondary" noWrap component="p">
          #{image.image_id} · {image.type !== undefined ? t(`admin.type.${image.type}`) : '—'}
          {image.category?.name && (
            <>
              {' · '}
              <span translate="no">{image.category.name}</span>
            </>
          )}
          {image.images_desc?.length
            ? ` · ${t('admin.library.related', { count: image.images_desc.length })}`
            : ''}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => onEdit(image)}
          aria-label={t('admin.library.editLabel', { name, id: image.image_id })}
        >
          {t('admin.edit')}
        </Button>
        <Button
          size="small"
          color="error"
          onClick={() => onDelete(image)}
          aria-label={t('admin.library.deleteLabel', { name, id: image.image_id })}
        >
          {t('admin.delete')}
        </Button>
      </Stack>
    </Box>
  );
}
