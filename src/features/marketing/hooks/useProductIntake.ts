import { useEffect, useState } from 'react';
import type { HandedPrompt } from '@/hooks/useHandedPrompt';
import { useNavigate } from 'react-router-dom';
import type { CategoryNode, GalleryImage } from '@/api/types';
import { categoryProblem } from '@/components/generator/rules';
import { UPLOAD_PRESETS } from '@/hooks/useUploader';
import { checkImageFile } from '@/utils/files';
import { paths } from '@/utils/paths';
import { toast } from '@/utils/toast';
import { useAnalyzeCategoryMutation, useUploadToRecordMutation, type AnalyzeResult } from '../api';
import { marketingT as t } from '../i18n';

/** The product on its way in: a picked file or a library image, with what the analysis found. */
export interface IntakeSource {
  file?: File;
  image_id?: number;
  preview: string;
  /** The child category found (analysis or the library image), or null when unknown. */
  childId: number | null;
  /** Spec 3 §4.2: the analysis could not be parsed. */
  parseFailed?: boolean;
}

export type IntakePhase = 'idle' | 'uploading' | 'analyzing' | 'choosing' | 'recording';

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Spec 3 §4.2: the child category of an analysis reply, or null when it cannot be parsed. */
export function parseAnalysis(result: Partial<AnalyzeResult> | null | undefined): number | null {
  return isId(result?.category_id) && isId(result?.children?.category_id)
    ? result.children.category_id
    : null;
}

/** A library image's child category when the tree knows it, else null. */
export function knownChild(
  image: Pick<GalleryImage, 'category'>,
  tree: readonly CategoryNode[],
): number | null {
  const id = image.category?.category_id;
  return isId(id) && tree.some((node) => node.children.some((child) => child.category_id === id)) ? id : null;
}

/** The local preview of a picked file lives as long as the source. */
function useRevokedPreview(source: IntakeSource | null) {
  useEffect(() => {
    const preview = source?.file ? source.preview : null;
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [source]);
}

/**
 * The hero's intake (spec 3 §2.1, §4.2): upload → 'Analyzing Category' → the category modal; or a
 * library image → the modal; Confirm records it (`upload2Record`) and moves to its image_id.
 */
export function useProductIntake() {
  const navigate = useNavigate();
  const [analyze] = useAnalyzeCategoryMutation();
  const [record] = useUploadToRecordMutation();
  const [phase, setPhase] = useState<IntakePhase>('idle');
  const [progress, setProgress] = useState(0);
  const [source, setSource] = useState<IntakeSource | null>(null);
  useRevokedPreview(source);

  const pickFile = async (file: File) => {
    const problem = await checkImageFile(file, UPLOAD_PRESETS.single.maxMegabytes);
    if (problem) {
      toast.error(problem);
      return;
    }
    setPhase('uploading');
    setProgress(0);
    try {
      const result = await analyze({
        file,
        onProgress: (percent) => {
          setProgress(percent);
          if (percent >= 99) setPhase('analyzing');
        },
      }).unwrap();
      const childId = parseAnalysis(result);
      if (childId === null) toast.warning(t('marketing.parseFailed'));
      setSource({ file, preview: URL.createObjectURL(file), childId, parseFailed: childId === null });
      setPhase('choosing');
    } catch {
      toast.error(t('marketing.analyzeError'));
      setPhase('idle');
    }
  };

  const pickAsset = (image: GalleryImage, tree: readonly CategoryNode[]) => {
    const childId = knownChild(image, tree);
    if (childId === null) toast.warning(t('marketing.selectCategory'));
    setSource({ image_id: image.image_id, preview: image.path, childId });
    setPhase('choosing');
  };

  const cancel = () => {
    setSource(null);
    setPhase('idle');
  };

  /** Resolves true when recorded (the route then moves to the new image_id). */
  const confirm = async (parentId: number | null, childId: number | null, prompt = '') => {
    const problem = categoryProblem(parentId, childId);
    if (problem || !source) {
      toast.warning(problem ?? t('marketing.selectCategoryAndSub'));
      return false;
    }
    setPhase('recording');
    try {
      const stored = await record({
        file: source.file,
        image_id: source.file ? undefined : source.image_id,
        category_id: childId,
      }).unwrap();
      setSource(null);
      setPhase('idle');
      // The hero's line goes on as the workspace's prompt (useHandedPrompt).
      const handed: HandedPrompt = { prompt: prompt.trim() };
      navigate(paths.marketingContent({ image_id: stored.image_id }), { state: handed });
      return true;
    } catch (error) {
      // Spec 3 §8: the upload-to-record failure is logged and the flow stops.
      console.error('upload2Record failed', error);
      setPhase('choosing');
      return false;
    }
  };

  return { phase, progress, source, pickFile, pickAsset, cancel, confirm };
}
