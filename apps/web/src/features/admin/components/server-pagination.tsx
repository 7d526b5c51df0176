import { TablePagination } from '@mui/material';

/** The pager under a console table whose pages come from the server (`X-Total-Count`). */
export function ServerPagination({
  total,
  page,
  pageSize,
  onPage,
  onPageSize,
}: {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      onPageChange={(_event, next) => onPage(next)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[10, 25, 50]}
      onRowsPerPageChange={(event) => {
        onPageSize(Number(event.target.value));
        onPage(0);
      }}
      labelRowsPerPage="Rows"
    />
  );
}
