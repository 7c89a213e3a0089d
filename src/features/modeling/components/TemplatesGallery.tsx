import { Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetCategoryNamesQuery, useGetPromptTemplatesQuery } from '@/api/endpoints/templates';
import type { PromptTemplate } from '@/api/types';
import { useSignInPrompt } from '@/hooks/useSignInPrompt';
import { lazyWithPreload } from '@/utils/lazyWithPreload';
import { paths } from '@/utils/paths';
import { FIRST_TEMPLATE_PAGE, PRIORITY_TILES, TEMPLATE_PAGE_SIZES, TEMPLATE_STYLE_NAMES } from '../constants';
import { useModelingT } from '../i18n';
import { restyleIds, styleTags } from '../utils';
import { RetryAlert } from '@/components/RetryAlert';
import { SideCarousel } from './SideCarousel';
import { TemplateCard, TemplateCardSkeleton } from './TemplateCard';
import { PageHeader } from '@/components/PageHeader';

/**
 * The pager (MUI's TablePagination), shown only when a style has more than one page: with its Select, Menu and Tooltip it was
 * half the gallery's chunks (~25 KB gzip, a dozen files) and its module makes an `Intl.NumberFormat` as it loads
 * (~70 ms on a phone), all before the first cards. It comes with the answer that needs it.
 */
const TemplatePager = lazyWithPreload(() =>
  import('./TemplatePager').then((module) => ({ default: module.TemplatePager })),
);

const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: 2,
} as const;

/** The templates of the chosen style, a page at a time; a new style or page size goes back to the first page. */
function useTemplatePages() {
  const [categoryName, setCategoryName] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(FIRST_TEMPLATE_PAGE.pageSize);
  const args = { current: page + 1, pageSize, ...(categoryName ? { category_name: categoryName } : {}) };
  const list = useGetPromptTemplatesQuery(args);
  const choose = (name: string | null) => {
    setCategoryName(name);
    setPage(0);
  };
  const changePageSize = (size: number) => {
    setPageSize(size);
    setPage(0);
  };
  return { list, categoryName, choose, page, setPage, pageSize, changePageSize };
}

/** ALL and the style categories, the chosen one pressed. */
function StyleTagBar({
  categoryName,
  onChoose,
}: {
  categoryName: string | null;
  onChoose: (name: string | null) => void;
}) {
  const t = useModelingT();
  const names = useGetCategoryNamesQuery(TEMPLATE_STYLE_NAMES);
  const tags = useMemo(() => styleTags(names.data ?? []), [names.data]);
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={t('modeling.styles')}
      sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}
    >
      {[{ label: t('modeling.all'), categoryName: null }, ...tags].map((tag) => {
        const selected = tag.categoryName === categoryName;
        return (
          <Chip
            key={tag.label}
            label={tag.label}
            clickable
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            // A style category's name is the backend's; ALL is ours.
            translate={tag.categoryName === null ? undefined : 'no'}
            onClick={() => onChoose(tag.categoryName)}
          />
        );
      })}
    </Stack>
  );
}

type TemplatePages = ReturnType<typeof useTemplatePages>;

/** The page's templates: an error with a retry, skeletons while loading, a line when there are none, or the list. */
function TemplateList({
  list,
  data,
  onRestyle,
}: {
  list: TemplatePages['list'];
  /** The page's answer as the list shows it (deferred: see TemplatesGallery). */
  data: TemplatePages['list']['data'];
  onRestyle: (template: PromptTemplate) => void;
}) {
  const t = useModelingT();
  const templates = data?.list ?? [];
  if (list.isError)
    return <RetryAlert message={t('modeling.templatesError')} onRetry={() => void list.refetch()} />;
  if (!data)
    return (
      <Box role="status" aria-busy="true" aria-label={t('modeling.loadingTemplates')} sx={gridSx}>
        {Array.from({ length: 4 }, (_, i) => (
          <TemplateCardSkeleton key={i} />
        ))}
      </Box>
    );
  if (templates.length === 0)
    return (
      <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
        {t('modeling.noModels')}
      </Typography>
    );
  return (
    <Box
      component="ul"
      data-tour="fashion-gallery"
      aria-label={t('modeling.templatesList')}
      sx={{ ...gridSx, p: 0, m: 0 }}
    >
      {templates.map((template, index) => (
        <TemplateCard
          key={template.prompt_id}
          template={template}
          onRestyle={onRestyle}
          priority={index < PRIORITY_TILES}
        />
      ))}
    </Box>
  );
}

/**
 * A new page starts at its first template, not where the pager was (at the end of the last one): `toTop` asks for
 * it, and the list's top is brought into view once the new page is drawn (scrolled from the click itself, the
 * pager's re-render put the window back).
 */
function useNewPageAtTop(data: unknown) {
  const listTop = useRef<HTMLDivElement>(null);
  const [toTopOf, setToTopOf] = useState<unknown>(null);
  useEffect(() => {
    if (toTopOf === null || toTopOf === data) return;
    setToTopOf(null);
    listTop.current?.scrollIntoView?.({ block: 'start' });
  }, [toTopOf, data]);
  return { listTop, toTop: () => setToTopOf(data) };
}

/**
 * Spec 3 §2.6, Create > Fashion Style (`/space/avator`): a header, the style tag bar (ALL plus the
 * style categories), a two-column list of templates with ReStyle, pagination when there is more than
 * one page, and a side carousel. Visitors browse; ReStyle asks them to sign in.
 */
export function TemplatesGallery() {
  const t = useModelingT();
  const navigate = useNavigate();
  const { requireSignIn, prompt } = useSignInPrompt();
  const pages = useTemplatePages();
  // An answer is rendered as a transition, in slices: a store update alone re-renders at once, in one task (the
  // gallery's cards were one long task right after the app took over the page).
  const data = useDeferredValue(pages.list.data);
  const templates = useMemo(() => data?.list ?? [], [data]);
  const total = data?.total ?? 0;
  const slides = useMemo(
    () =>
      templates.flatMap((template) =>
        template.models[0]
          ? [{ key: String(template.prompt_id), path: template.models[0].path, alt: template.name }]
          : [],
      ),
    [templates],
  );

  const { listTop, toTop } = useNewPageAtTop(data);

  const restyle = (template: PromptTemplate) => {
    const ids = restyleIds(template);
    if (!ids || !requireSignIn(t('modeling.restyle'))) return;
    navigate(paths.fashionFactory(ids));
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <PageHeader
        title={t('modeling.galleryTitle')}
        subtitle={t('modeling.gallerySubtitle')}
        sx={{ mb: 2 }}
      />
      <StyleTagBar categoryName={pages.categoryName} onChoose={pages.choose} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box ref={listTop} sx={{ minWidth: 0, scrollMarginTop: 72 }}>
          <TemplateList list={pages.list} data={data} onRestyle={restyle} />
          {/* Whenever a style has more than one page at the smallest size: with 100 a page chosen, the pager
              stays, so the size can be chosen again. */}
          {total > TEMPLATE_PAGE_SIZES[0] && (
            <Suspense fallback={null}>
              <TemplatePager
                total={total}
                page={pages.page}
                pageSize={pages.pageSize}
                onPage={(page) => {
                  pages.setPage(page);
                  toTop();
                }}
                onPageSize={(size) => {
                  pages.changePageSize(size);
                  toTop();
                }}
              />
            </Suspense>
          )}
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <SideCarousel slides={slides} />
        </Box>
      </Box>
      {prompt}
    </Box>
  );
}
