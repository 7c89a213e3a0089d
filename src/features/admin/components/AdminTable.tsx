import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ADMIN_PAGE_SIZES } from '../constants';
import { useAdminT } from '../i18n';

export interface AdminColumn {
  label: string;
  align?: 'right';
  /** The narrowest the column gets, px (default 112); together they set the table's own least width. */
  minWidth?: number;
}

const COLUMN_MIN_WIDTH = 112;

export interface AdminPaging {
  count: number;
  /** Zero-based. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** A new page size starts again at the first page. */
  onPageSize: (pageSize: number) => void;
}

/** Five skeleton rows; the first is the busy status named 'Loading <label>'. */
function SkeletonRows({ label, span }: { label: string; span: number }) {
  const t = useAdminT();
  return (
    <>
      {Array.from({ length: 5 }, (_, index) => (
        <TableRow key={index}>
          <TableCell colSpan={span}>
            {index === 0 ? (
              <Box role="status" aria-busy="true" aria-label={t('admin.loading', { label })}>
                <Skeleton height={40} />
              </Box>
            ) : (
              <Skeleton height={40} />
            )}
          </TableCell>
        </TableRow>
      ))}
    </>
  );
}

/** The page controls of a paged table. */
function AdminPager({ paging }: { paging: AdminPaging }) {
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

/**
 * The admin's tables: a labelled table with its header, skeleton rows while loading (the first one a busy status
 * named 'Loading <label>', so a screen reader hears what is coming), one message when
 * there is nothing, the rows, and the page controls when the list is paged. A table never squeezes its
 * columns below their least widths (on a phone that wrapped the text letter by letter): where the window is
 * narrower, the table scrolls sideways inside its frame and the page does not.
 */
export function AdminTable({
  label,
  columns,
  loading,
  fetching = false,
  empty,
  emptyText,
  paging,
  children,
}: {
  label: string;
  columns: AdminColumn[];
  loading: boolean;
  fetching?: boolean;
  empty: boolean;
  emptyText: string;
  paging?: AdminPaging;
  children: ReactNode;
}) {
  const span = columns.length;
  const widthOf = (column: AdminColumn) => column.minWidth ?? COLUMN_MIN_WIDTH;
  const tableMinWidth = columns.reduce((sum, column) => sum + widthOf(column), 0);
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table
          size="small"
          aria-label={label}
          aria-busy={loading || fetching}
          sx={{ minWidth: tableMinWidth }}
        >
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align} sx={{ minWidth: widthOf(column) }}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading && <SkeletonRows label={label} span={span} />}
            {!loading && empty && (
              <TableRow>
                <TableCell colSpan={span}>
                  <Typography sx={{ py: 3, textAlign: 'center' }} color="textSecondary">
                    {emptyText}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {children}
          </TableBody>
        </Table>
      </TableContainer>
      {paging && <AdminPager paging={paging} />}
    </Paper>
  );
}
