import Chip from '@mui/material/Chip';
import HistoryIcon from '@mui/icons-material/History';

/** ProvenanceNote's chip: its own small chunk with MUI's Chip, which the screens holding the note need for it only. */
export default function ProvenanceChip({ label, ariaLabel }: { label: string; ariaLabel: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<HistoryIcon />}
      label={label}
      aria-label={ariaLabel}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}
