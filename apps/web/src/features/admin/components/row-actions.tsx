import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, TableCell, Tooltip } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';

/**
 * A console table row's actions cell: the section's own actions (children), then Edit, then Delete,
 * which asks first and removes nothing until the admin confirms.
 */
export function RowActions({
  name,
  onEdit,
  onDelete,
  deleteTitle,
  deleteWarning,
  children,
}: {
  /** The row's name, in the buttons' labels ("Edit Launch Week"). */
  name: string;
  onEdit: () => void;
  /** Deletes the row (and tells the admin how it went); the question closes once it settles. */
  onDelete: () => Promise<unknown>;
  deleteTitle: string;
  /** What will be removed, in words. */
  deleteWarning: ReactNode;
  children?: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const id = useId();

  const confirm = async () => {
    setPending(true);
    try {
      await onDelete();
    } finally {
      setPending(false);
      setAsking(false);
    }
  };

  return (
    // On a phone the section's own action wraps above Edit and Delete, keeping the name readable.
    <TableCell align="center" sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' } }}>
      {children}
      <Tooltip title="Edit">
        <IconButton aria-label={`Edit ${name}`} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton aria-label={`Delete ${name}`} color="error" onClick={() => setAsking(true)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDeleteDialog
        id={`delete-${id}`}
        open={asking}
        title={deleteTitle}
        pending={pending}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      >
        {deleteWarning}
      </ConfirmDeleteDialog>
    </TableCell>
  );
}
