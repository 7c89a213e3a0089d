import type { ChangeEvent } from 'react';
import { useForm } from '@/hooks/useForm';
import { useExploreT } from '../i18n';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/SearchOutlined';

interface SearchBoxProps {
  value: string;
  onSearch: (text: string) => void;
}

/** Spec 1 §4: Enter or the icon searches; clearing the text is a change of the prompt and reloads too. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const t = useExploreT();
  const form = useForm({ initial: { text: value }, onSubmit: ({ text }) => onSearch(text.trim()) });
  return (
    <Box
      component="form"
      role="search"
      onSubmit={form.handleSubmit}
      sx={{
        display: 'flex',
        // On a phone it takes the rest of its row (beside the tabs, under Category and the sort), so the
        // placeholder is read whole; from md on it keeps its size beside the tabs.
        flex: { xs: '1 1 180px', md: '0 0 auto' },
        alignItems: 'center',
        height: 36,
        pl: 1.5,
        borderRadius: 1,
        bgcolor: 'rgba(255,255,255,0.12)',
        color: '#fff',
        // The input drops its own outline; the whole field shows keyboard focus instead.
        '&:has(input:focus-visible)': { outline: '2px solid #fff', outlineOffset: 1 },
      }}
    >
      {/* A native input: InputBase (with its textarea support) would add 4 KB gzip to the first page. */}
      <Box
        component="input"
        type="search"
        value={form.values.text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          form.setValue('text', event.target.value);
          if (event.target.value === '' && value !== '') onSearch('');
        }}
        placeholder={t('explore.searchImages')}
        aria-label={t('explore.searchImages')}
        sx={{
          // No intrinsic width on a phone (a native input's is ~20 characters): the row decides it.
          width: { xs: 0, md: 200 },
          flex: { xs: 1, md: 'none' },
          minWidth: 0,
          border: 0,
          outline: 0,
          p: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          '&::placeholder': { color: 'rgba(255,255,255,0.7)', opacity: 1 },
        }}
      />
      <IconButton type="submit" aria-label={t('explore.search')} sx={{ color: 'inherit' }}>
        <SearchIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
