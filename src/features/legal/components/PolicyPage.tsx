import { use, useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useDocumentMeta } from '@/hooks/useDocumentMeta';
import { LEGAL_COLUMN_WIDTH } from '../constants';
import { useLegalT } from '../i18n';
import type { FaqGroup, PolicyDocument } from '../types';
import { formatPolicyDate } from '../utils';
import { FaqGroups } from './FaqGroups';
import { PolicyBlocks } from './PolicyText';
import { PolicyToc } from './PolicyToc';
import { SectionHeading } from './SectionHeading';
import { paths } from '@/utils/paths';

interface PolicyPageProps {
  document: PolicyDocument;
  /** The configured support address, shown wherever a text names `{email}`. */
  email: string;
}

/** Contact Us's FAQ in Chinese, fetched once and only when Chinese is on (a chunk of its own). */
let chineseFaq: Promise<readonly FaqGroup[]> | undefined;
const loadChineseFaq = () =>
  (chineseFaq ??= import('../content/contactFaq.zh').then((module) => module.contactFaqChinese));

/** Where the date goes in the date line's message, so the date can be a `<time>` element. */
const DATE_SLOT = '\u0000';

/**
 * One layout for the six policy pages (spec 3 §2.10): a full-height page scrolling as a whole, a centred
 * column about 880 px wide, title, last-updated date, a table of contents and anchored headings; it
 * reads at phone widths and prints as plain text (no contents box, no anchors, FAQ answers open).
 *
 * The chrome (the page's name, the date line, the contents box, the anchors) is in the reader's language; the policy
 * texts are English in every language, marked `lang="en"`, and in 中文 a note above them says the English text
 * governs (docs/decisions/0006-i18n.md). Contact Us's FAQ is not a policy text: it is in the reader's language.
 */
export function PolicyPage({ document: policy, email }: PolicyPageProps) {
  const t = useLegalT();
  const title = t(`legal.title.${policy.id}`);
  useDocumentMeta(`${title} · Atelier AI`, undefined);
  const [beforeDate, afterDate] = t('legal.lastUpdated', { date: DATE_SLOT }).split(DATE_SLOT);
  const { hash } = useLocation();
  // The page renders after the browser looked for the anchor: scroll to it once the heading exists.
  useEffect(() => {
    if (hash) window.document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  const chinese = t.language === 'zh';
  const faq = policy.faq && chinese ? use(loadChineseFaq()) : policy.faq;
  const entries = [...policy.sections, ...(faq ?? [])].map(({ id, heading }) => ({ id, heading }));
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        px: { xs: 2, sm: 3 },
        py: { xs: 3, md: 6 },
        overflowWrap: 'anywhere',
        '@media print': { py: 0, color: '#000' },
      }}
    >
      <Box component="article" sx={{ maxWidth: LEGAL_COLUMN_WIDTH, mx: 'auto' }}>
        <Link
          component={RouterLink}
          to={paths.home()}
          translate="no"
          sx={{ display: 'inline-block', mb: 2, '@media print': { display: 'none' } }}
        >
          Atelier AI
        </Link>
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '2.75rem' } }}
        >
          {title}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1, mb: 3 }}>
          {beforeDate}
          <time dateTime={policy.updated}>{formatPolicyDate(policy.updated, t.language)}</time>
          {afterDate}
        </Typography>
        {t.language !== 'en' && (
          // A plain note (MUI's Alert would add its code to the route's chunk for one line).
          <Typography
            role="note"
            sx={{ mb: 3, px: 2, py: 1.5, borderLeft: 4, borderColor: 'info.main', bgcolor: 'action.hover' }}
          >
            {t('legal.englishGoverns')}
          </Typography>
        )}
        <Box lang="en">
          <PolicyBlocks blocks={policy.intro} email={email} />
        </Box>
        <PolicyToc entries={entries} />
        {policy.sections.map((section) => (
          <Box component="section" key={section.id} aria-labelledby={section.id} lang="en">
            <SectionHeading id={section.id}>{section.heading}</SectionHeading>
            <PolicyBlocks blocks={section.blocks} email={email} />
          </Box>
        ))}
        {faq && <FaqGroups groups={faq} email={email} lang={chinese ? 'zh-CN' : 'en'} />}
      </Box>
    </Box>
  );
}
