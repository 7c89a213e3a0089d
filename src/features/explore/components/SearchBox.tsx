import { useState } from 'react';
import { IconButton, InputBase, Paper } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

interface SearchBoxProps {
  value: string;
  onSearch: (text: string) => void;
}

/** Spec 1 §4: Enter or the icon searches; clearing the text is a change of the prompt and reloads too. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  return (
    <Paper
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        height: 36,
        pl: 1.5,
        bgcolor: 'rgba(255,255,255,0.12)',
        color: '#fff',
      }}
      elevation={0}
    >
      <InputBase
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value === '' && value !== '') onSearch('');
        }}
        placeholder="Search images"
        inputProps={{ 'aria-label': 'Search images', type: 'search' }}
        sx={{ color: 'inherit', width: { xs: 120, md: 200 } }}
      />
      <IconButton type="submit" aria-label="Search" sx={{ color: 'inherit' }}>
        <SearchIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
