import type { StoryDetail } from '@storybook/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { exportStoryPdf } from '../pdf/export-story-pdf';
import { printStory } from './print-story';

const PDF_FAILED_MESSAGE = 'The PDF could not be made. Please try again.';

/** SPEC §2: 'Take Quiz' (to /quiz/{id}), 'Print Story' and 'Export as PDF'. */
export function StoryActions({ story }: { story: StoryDetail }) {
  const [exporting, setExporting] = useState(false);

  async function handleExport() {
    setExporting(true);
    try {
      await exportStoryPdf(story);
    } catch {
      toast.error(PDF_FAILED_MESSAGE);
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Link to={`/quiz/${story._id}`} className="btn-primary">
        Take Quiz
      </Link>
      <button type="button" className="btn-secondary" onClick={() => void printStory()}>
        Print Story
      </button>
      <button
        type="button"
        className="btn-secondary"
        onClick={() => void handleExport()}
        disabled={exporting}
        aria-busy={exporting}
      >
        Export as PDF
      </button>
    </div>
  );
}
