import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Section } from '../../../components/page-blocks.tsx';
import { NextSteps } from './hero-panel.tsx';
import { SuccessCard } from './success-card.tsx';

export interface SubmissionSectionProps {
  id: string;
  background?: 'paper' | 'default';
  /** What happens after submitting, listed beside the form. */
  nextSteps: { title: string; steps: string[] };
  /** Id of the form's title, naming the section until the form is sent. */
  formTitleId: string;
  form: ReactNode;
  /** Once sent: the success card that replaces the form (its heading then names the section). */
  success: {
    headingId: string;
    title: string;
    links: { label: string; to: string }[];
    message: ReactNode;
  } | null;
}

/** A community page's form section: next steps beside the form, which a success card replaces once sent. */
export function SubmissionSection({
  id,
  background,
  nextSteps,
  formTitleId,
  form,
  success,
}: SubmissionSectionProps) {
  return (
    <Section id={id} background={background} labelledBy={success ? success.headingId : formTitleId}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 5, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: '4fr 8fr' },
          alignItems: 'start',
        }}
      >
        <NextSteps title={nextSteps.title} steps={nextSteps.steps} />
        {success ? (
          <SuccessCard headingId={success.headingId} title={success.title} links={success.links}>
            {success.message}
          </SuccessCard>
        ) : (
          form
        )}
      </Box>
    </Section>
  );
}
