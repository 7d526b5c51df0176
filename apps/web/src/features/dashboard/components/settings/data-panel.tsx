import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import FolderIcon from '@mui/icons-material/FolderSharedOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../../../lib/toast.tsx';
import { failureToast } from '../../../../lib/use-submit-with-toast.ts';
import { useDownloadMyData } from '../../api/download-my-data.ts';
import { settingsText } from '../../content.ts';
import { Panel } from '../panel.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { settingsFailure } from './failure-toast.ts';

const text = settingsText.data;

/** 'Download my data' (a JSON file) and 'Delete my account' (confirmed in a dialog). */
export function DataPanel({ onAccountDeleted }: { onAccountDeleted: () => void }) {
  const toast = useToast();
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  const startDownload = () =>
    download.mutate(undefined, {
      onSuccess: () => toast(settingsText.toasts.downloaded),
      onError: (error) => toast(failureToast(error, settingsFailure(settingsText.toasts.downloadFailed))),
    });

  return (
    <Panel title={text.title} icon={<FolderIcon />}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {text.description}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={startDownload}
          disabled={download.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {download.isPending ? text.downloading : text.download}
        </Button>
        <Divider />
        <Typography variant="subtitle2" component="h4">
          {settingsText.deletion.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {settingsText.deletion.description}
        </Typography>
        <Button
          variant="outlined"
          color="error"
          onClick={() => setDeleting(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {settingsText.deletion.open}
        </Button>
      </Stack>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} onDeleted={onAccountDeleted} />
    </Panel>
  );
}
