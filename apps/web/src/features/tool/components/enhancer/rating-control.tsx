import { MESSAGES, RATING } from '@silent/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useRateEnhancement } from '../../api/rate-enhancement';
import { errorMessage } from '../../lib/error-message';

const SCORES = Array.from({ length: RATING.max - RATING.min + 1 }, (_, i) => RATING.min + i);

/**
 * 1–5 rating of one enhancement; stored through the API and fed into analytics. An anonymous
 * result came with a rating token: only this client holds it, so only it can rate.
 */
export function RatingControl({
  enhancementId,
  ratingToken,
}: {
  enhancementId: string;
  ratingToken?: string;
}) {
  const rate = useRateEnhancement();
  const [saved, setSaved] = useState<number | null>(null);

  const choose = (rating: number) =>
    rate.mutate(
      { id: enhancementId, rating, ...(ratingToken ? { ratingToken } : {}) },
      {
        onSuccess: (data) => setSaved(data.rating),
        onError: (error) => toast.error(errorMessage(error, MESSAGES.ratingFailed)),
      },
    );

  return (
    <fieldset className="tool-rating" disabled={rate.isPending}>
      <legend>Rate this enhancement</legend>
      <div className="tool-rating__buttons">
        {SCORES.map((score) => (
          <button
            key={score}
            type="button"
            className="tool-rating__button"
            aria-pressed={saved === score}
            aria-label={`${score} out of ${RATING.max}`}
            onClick={() => choose(score)}
          >
            <span aria-hidden="true">{saved !== null && score <= saved ? '★' : '☆'}</span>
            <span aria-hidden="true" className="tool-rating__number">
              {score}
            </span>
          </button>
        ))}
      </div>
      <p role="status" className="tool-muted">
        {saved !== null ? `Thanks! You rated this ${saved} out of ${RATING.max}.` : ''}
      </p>
    </fieldset>
  );
}
