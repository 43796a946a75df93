import { Button } from '@aayra/design-system/components';
import { FormMessage } from '../../../components/FormMessage';
import { useExportMyData } from '../api/export-my-data';
import { saveFile } from '@aayra/app-contract/save-file';
import { myDataFileName } from '../my-data-file';

/** Profile: the learner's right to their data, as one JSON file of everything Aayra keeps of theirs. */
export function MyDataCard({ timeZone }: { timeZone: string }) {
  const exportMyData = useExportMyData();
  return (
    <section className="my-data" aria-labelledby="my-data-title">
      <h2 id="my-data-title" className="my-data__title">
        Your data
      </h2>
      <p>Download everything Aayra keeps of yours (profile, sessions, study sets, answers, reviews and settings) as one JSON file.</p>
      <FormMessage tone="error">
        {exportMyData.isError ? 'Your data could not be downloaded. Check your connection and try again.' : undefined}
      </FormMessage>
      <div>
        <Button
          loading={exportMyData.isPending}
          loadingLabel="Preparing your data..."
          onClick={() => exportMyData.mutate(undefined, { onSuccess: (data) => saveFile(JSON.stringify(data, null, 2), myDataFileName(timeZone), 'application/json') })}
        >
          Download my data
        </Button>
      </div>
    </section>
  );
}
