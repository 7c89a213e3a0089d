import { useState } from 'react';
import type { AdminPaging } from '../components/AdminTable';
import { ADMIN_PAGE_SIZE } from '../constants';

/** Page and page size of a paged admin table; `paging(total)` feeds `AdminTable`. */
export function useAdminPaging() {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(ADMIN_PAGE_SIZE);
  const paging = (count: number): AdminPaging => ({
    count,
    page,
    pageSize,
    onPage: setPage,
    onPageSize: setPageSize,
  });
  return { page, pageSize, setPage, paging };
}
