import type { StoryDetail } from '@storybook/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { getJustQuestionsQueryOptions } from '../../../lib/get-just-questions';
import { useMakeQuiz } from '../../../lib/make-quiz';
import { exportStoryPdf } from '../pdf/export-story-pdf';
import { printStory } from './print-story';

const PDF_FAILED_MESSAGE = 'The PDF could not be made. Please try again.';

/**
 * The story's quiz: 'Take Quiz' (SPEC §2, to /quiz/{id}); for the owner of a story without one
 * (skipped, or saved before quizzes), 'Make a quiz', which leads to the same review as after
 * feedback.
 */
function QuizLink({ story }: { story: StoryDetail }) {
  const questions = useQuery({ ...getJustQuestionsQueryOptions(story._id), enabled: story.isOwner });
  const { makeQuiz, making } = useMakeQuiz();
  if (story.isOwner && questions.data?.length === 0) {
    return (
      <button type="button" className="btn-primary" onClick={() => void makeQuiz(story)} disabled={making} aria-busy={making}>
        {making ? 'Making a quiz...' : 'Make a quiz'}
      </button>
    );
  }
  return (
    <Link to={`/quiz/${story._id}`} className="btn-primary">
      Take Quiz
    </Link>
  );
}

/** SPEC §2: the quiz, 'Print Story' and 'Export as PDF'. */
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
      <QuizLink story={story} />
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
