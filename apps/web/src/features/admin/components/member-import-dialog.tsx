import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ImportReport } from '@commons/core/accounts/import-members';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, isNetworkError } from '../../../lib/api.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useImportMembers } from '../api/import-members.ts';
import { adminCopy } from '../content.ts';
import { FormDialog } from './form-dialog.tsx';

const copy = adminCopy.memberImport;

/** Rows the import skips: a row with several bad fields has one error each, but is one row. */
const rowsWithErrors = (report: ImportReport): number =>
  new Set(report.errors.map((error) => error.row)).size;

/** The server's refusal in words: a file over the body limit, or the server's own message. */
function importFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 413) return copy.tooLarge;
    return error.serverMessage ?? copy.failed;
  }
  return isNetworkError(error) ? copy.unreachable : copy.failed;
}

/**
 * Members → Import: the chosen file is checked at once by a dry run (the very code of the import,
 * rolled back), which shows the counts and each row's error; Import then runs it for real. Rows with
 * errors are skipped by the server, so Import stays possible with errors and the dialog says so.
 */
export function MemberImportDialog({ onClose }: { onClose: () => void }) {
  // FormDialog is built around a form; this one has no fields, only the file kept below.
  const form = useForm();
  const toast = useToast();
  const importMembers = useImportMembers();
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const checking = importMembers.isPending && !form.formState.isSubmitting;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file chosen again after an edit must be read again.
    event.target.value = '';
    if (!chosen) return;
    setReport(null);
    setFailure(null);
    const csv = await chosen.text();
    setFile({ name: chosen.name, csv });
    try {
      setReport(await importMembers.mutateAsync({ csv, dryRun: true }));
    } catch (error) {
      setFailure(importFailure(error));
    }
  };

  const runImport = async () => {
    if (!file) return;
    setFailure(null);
    try {
      const done = await importMembers.mutateAsync({ csv: file.csv, dryRun: false });
      toast({
        title: copy.imported,
        description: copy.importedCounts(done.created, done.updated, done.unchanged, rowsWithErrors(done)),
      });
      onClose();
    } catch (error) {
      setFailure(importFailure(error));
    }
  };

  return (
    <FormDialog
      form={form}
      title={copy.title}
      submitLabel={copy.submit}
      submitDisabled={!report || checking}
      maxWidth="md"
      onClose={onClose}
      onSubmit={runImport}
    >
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {copy.intro}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Button
            component="label"
            variant="outlined"
            startIcon={<UploadFileIcon />}
            disabled={importMembers.isPending}
          >
            {copy.choose}
            <input type="file" accept=".csv,text/csv" hidden onChange={(event) => void choose(event)} />
          </Button>
          {file && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Typography>
          )}
        </Box>
        {checking && file && (
          <Typography variant="body2" role="status">
            {copy.checking(file.name)}
          </Typography>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        {report && <DryRunReport report={report} />}
      </Box>
    </FormDialog>
  );
}

function DryRunReport({ report }: { report: ImportReport }) {
  const { errors } = report;
  return (
    <>
      <Alert severity={errors.length ? 'warning' : 'success'} role="status">
        {copy.counts(report.created, report.updated, report.unchanged)}
        {errors.length > 0 && ` ${copy.skipped(rowsWithErrors(report))}`}
      </Alert>
      {errors.length > 0 && (
        <TableContainer sx={{ maxHeight: 320 }}>
          <Table size="small" stickyHeader aria-label={copy.errorsLabel}>
            <TableHead>
              <TableRow>
                {copy.errorColumns.map((column) => (
                  <TableCell key={column} sx={{ fontWeight: 700 }}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {errors.map((error, index) => (
                <TableRow key={index}>
                  <TableCell>{error.row}</TableCell>
                  <TableCell>{error.field}</TableCell>
                  <TableCell>{error.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
