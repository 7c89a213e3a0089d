import TablePagination from '@mui/material/TablePagination';
import { TEMPLATE_PAGE_SIZES } from '../constants';
import { useModelingT } from '../i18n';

export interface TemplatePagerProps {
  total: number;
  /** Zero-based. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/**
 * Pages of templates, with the page size to choose (spec 3 §9: 50, 100 or 1000). A part of its own, loaded by the
 * gallery only when a style has more than one page (TemplatesGallery).
 */
export function TemplatePager({ total, page, pageSize, onPage, onPageSize }: TemplatePagerProps) {
  const t = useModelingT();
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      onPageChange={(_event, next) => onPage(next)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...TEMPLATE_PAGE_SIZES]}
      onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
      labelRowsPerPage={t('modeling.templatesPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('modeling.pageRange', { from, to, count })}
      getItemAriaLabel={(type) =>
        t(type === 'previous' || type === 'first' ? 'modeling.previousPage' : 'modeling.nextPage')
      }
    />
  );
}
