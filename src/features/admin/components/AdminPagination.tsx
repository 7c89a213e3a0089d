import TablePagination from '@mui/material/TablePagination';
import { ADMIN_PAGE_SIZES } from '../constants';
import { useAdminT } from '../i18n';
import type { AdminPaging } from './AdminTable';

/** AdminTable's page controls, loaded as their own chunk (./AdminTable). */
export function AdminPagination({ paging }: { paging: AdminPaging }) {
  const t = useAdminT();
  return (
    <TablePagination
      component="div"
      count={paging.count}
      page={paging.page}
      rowsPerPage={paging.pageSize}
      rowsPerPageOptions={[...ADMIN_PAGE_SIZES]}
      labelRowsPerPage={t('admin.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        count === -1
          ? t('admin.displayedRowsMore', { from, to })
          : t('admin.displayedRows', { from, to, count })
      }
      getItemAriaLabel={(type) => t(`admin.page.${type}`)}
      onPageChange={(_event, next) => paging.onPage(next)}
      // On a phone the controls wrap under each other instead of running past the frame.
      sx={{
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5, pl: 2 },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
      }}
      onRowsPerPageChange={(event) => {
        paging.onPageSize(Number(event.target.value));
        paging.onPage(0);
      }}
    />
  );
}
