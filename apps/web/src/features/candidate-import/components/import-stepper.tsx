import { Stepper } from '@mantine/core';
import type { ImportUploadResponse } from '@talentbase/shared';
import { useEffect, useState } from 'react';
import { useImportProgress, useStartImport } from '../api/import-calls';
import { ImportProgressView } from './import-progress';
import { type ImportChoices, MappingStep } from './mapping-step';
import { UploadStep } from './upload-step';

/** Upload → map columns → import (live progress) → report. */
export function ImportStepper({ initialProjectId = null }: { initialProjectId?: string | null }) {
  const [upload, setUpload] = useState<ImportUploadResponse | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);
  const start = useStartImport();
  const active = importId ? (finished ? 3 : 2) : upload ? 1 : 0;

  const reset = () => {
    setUpload(null);
    setImportId(null);
    setFinished(false);
    start.reset();
  };
  const onStart = (choices: ImportChoices) => {
    if (!upload) return;
    start.mutate(
      { importId: upload.importId, ...choices, projectId: choices.projectId ?? undefined },
      { onSuccess: (progress) => setImportId(progress.importId) },
    );
  };

  return (
    <Stepper active={active} allowNextStepsSelect={false} size="sm">
      <Stepper.Step label="Upload" description="Your CSV file">
        <UploadStep onUploaded={setUpload} />
      </Stepper.Step>
      <Stepper.Step label="Map columns" description="What goes where">
        {upload ? (
          <MappingStep
            upload={upload}
            starting={start.isPending}
            startError={start.error}
            onBack={reset}
            onStart={onStart}
            initialProjectId={initialProjectId}
          />
        ) : null}
      </Stepper.Step>
      <Stepper.Step label="Import" description="Candidates are created">
        {importId ? (
          <ProgressWatcher importId={importId} onFinished={() => setFinished(true)} onImportAnother={reset} />
        ) : null}
      </Stepper.Step>
      <Stepper.Completed>
        {importId ? (
          <ProgressWatcher importId={importId} onFinished={() => setFinished(true)} onImportAnother={reset} />
        ) : null}
      </Stepper.Completed>
    </Stepper>
  );
}

/** Moves the stepper to its last step once the import is over. */
function ProgressWatcher(props: { importId: string; onFinished: () => void; onImportAnother: () => void }) {
  const { data } = useImportProgress(props.importId);
  const over = data?.status === 'done' || data?.status === 'failed';
  const { onFinished } = props;
  useEffect(() => {
    if (over) onFinished();
  }, [over, onFinished]);
  return <ImportProgressView importId={props.importId} onImportAnother={props.onImportAnother} />;
}
