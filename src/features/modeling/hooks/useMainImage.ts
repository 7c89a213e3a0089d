import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetImageInfoQuery } from '@/api/endpoints';
import { readApiError } from '@/api/http';
import { modelingT, useModelingT, type ModelingTranslate } from '../i18n';
import { modelingMessages } from '../utils';

/** Spec 3 §8: 'Failed to load image: {reason}' when the server answered, 'Failed to get image details' otherwise. */
export function imageErrorText(error: unknown, t: ModelingTranslate = modelingT): string {
  const failure = readApiError(error);
  if (typeof failure.status === 'number') return modelingMessages(t).loadImageFailed(failure.message);
  return t('modeling.msg.imageDetailsFailed');
}

/** The screen's main image by id (spec 3 §2.4 / §2.5) and its error text. */
export function useMainImage(imageId: number | null) {
  const t = useModelingT();
  const query = useGetImageInfoQuery(imageId ? { image_id: imageId } : skipToken);
  return { ...query, image: query.data, errorText: query.isError ? imageErrorText(query.error, t) : null };
}
