import type { StoryDetail } from '@storybook/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { getJustQuestionsQueryOptions } from '../../../lib/get-just-questions';
import { useMakeQuiz } from '../../../lib/make-quiz';
import { exportStoryPdf } from '../pdf/export-story-pdf';
import { MissingCharactersError } from '../pdf/pdf-text';
import { printStory } from './print-story';

const PDF_FAILED_MESSAGE = 'The PDF could not be made. Please try again.';

/**
 * The PDF's fonts cover Latin (with Vietnamese), Greek, Cyrillic and emoji, not Chinese, Japanese
 * or Korean (their font is ten times the size of the rest). Rather than a PDF with letters
 * missing, the reader is told which, and that printing keeps them.
 */
function missingCharactersMessage(characters: readonly string[]): string {
  return `The PDF cannot show ${characters.slice(0, 10).join(' ')}${characters.length > 10 ? ' …' : ''}. Use 'Print Story' and choose 'Save as PDF' to keep every character.`;
}

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
    } catch (error) {
      toast.error(error instanceof MissingCharactersError ? missingCharactersMessage(error.characters) : PDF_FAILED_MESSAGE);
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
