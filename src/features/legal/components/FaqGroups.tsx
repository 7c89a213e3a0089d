import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { FaqGroup } from '../types';
import { PolicyInline } from './PolicyText';
import { SectionHeading } from './SectionHeading';

interface FaqGroupsProps {
  groups: readonly FaqGroup[];
  email: string;
  /** The language the groups are written in (the page's chrome may be in another). */
  lang: string;
}

/** Contact Us: the FAQ as accordions, one heading per group (spec 3 §2.11), in the reader's language. */
export function FaqGroups({ groups, email, lang }: FaqGroupsProps) {
  return groups.map((group) => (
    <Box component="section" key={group.id} aria-labelledby={group.id} lang={lang}>
      <SectionHeading id={group.id}>{group.heading}</SectionHeading>
      {group.items.map((item, index) => {
        const id = `${group.id}-${index + 1}`;
        return (
          <Accordion
            key={item.question}
            disableGutters
            // Printed, every answer shows (the collapsed height is an inline style, hence !important).
            sx={{
              '@media print': {
                '& .MuiCollapse-root': { height: 'auto !important', visibility: 'visible !important' },
              },
            }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`${id}-question`}
              aria-controls={`${id}-answer`}
            >
              <Typography component="span" sx={{ fontWeight: 500 }}>
                {item.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`${id}-answer`}>
              <Typography sx={{ lineHeight: 1.7 }}>
                <PolicyInline text={item.answer} email={email} />
              </Typography>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  ));
}
