import { useAppDispatch } from '@/app/hooks';
import { useForm, type FormRules } from '@/hooks/useForm';
import { UPLOAD_PRESETS, useUploader } from '@/hooks/useUploader';
import { toast } from '@/utils/toast';
import { adminApi, useUpdateImageMutation } from '../api';
import { IMAGE_NAME_MAX, IMAGE_PROMPT_MAX } from '../constants';
import { adminT, useAdminT } from '../i18n';
import { requiredText } from '../utils';
import { useAdminAction } from './useAdminAction';

/** The category every picture goes under: chosen before any upload. */
interface Destination {
  category: number | '';
}
const destinationRules: FormRules<Destination> = {
  category: (category) => (category === '' ? adminT('admin.upload.chooseCategory') : undefined),
};

/** One name and one prompt per uploaded picture: `name:<image_id>`, `prompt:<image_id>`. */
type Details = Record<string, string>;
export const nameKey = (imageId: number) => `name:${imageId}`;
export const promptKey = (imageId: number) => `prompt:${imageId}`;

function detailRules(imageIds: number[]): FormRules<Details> {
  return Object.fromEntries(
    imageIds.flatMap((id) => [
      [
        nameKey(id),
        (name = '') =>
          requiredText(name, adminT('admin.name')) ??
          (name.trim().length > IMAGE_NAME_MAX ? adminT('admin.atMost', { max: IMAGE_NAME_MAX }) : undefined),
      ],
      [
        promptKey(id),
        (prompt = '') =>
          prompt.length > IMAGE_PROMPT_MAX ? adminT('admin.atMost', { max: IMAGE_PROMPT_MAX }) : undefined,
      ],
    ]),
  );
}

/**
 * The bulk upload's state: the destination (a category, asked for before any picture is taken), the shared
 * uploader under it, and the details form (a name and a prompt per picture) whose Save names each through
 * `image/update`.
 */
export function useBulkUpload() {
  const t = useAdminT();
  const dispatch = useAppDispatch();
  // Two forms: the destination is chosen before the pictures exist, and the details' fields come with them.
  const destination = useForm<Destination>({
    initial: { category: '' },
    rules: destinationRules,
    // Nothing to send of its own: the details' Save sends the category with each picture.
    onSubmit: () => {},
  });
  const { category } = destination.values;
  const [update] = useUpdateImageMutation();
  const { run } = useAdminAction();
  const uploader = useUploader({
    ...UPLOAD_PRESETS.multi,
    category_id: category === '' ? undefined : category,
    limitMessage: t('admin.upload.limit'),
    onError: (message) => toast.error(message),
  });
  /** Pictures go under a category: without one, the picker says so instead of opening. */
  const needsCategory = () => {
    if (category !== '') return false;
    destination.touch('category');
    return true;
  };
  const take = (files: File[]) => {
    if (!needsCategory()) void uploader.add(files);
  };

  const form = useForm<Details>({
    initial: {},
    rules: detailRules(uploader.images.map((img) => img.image_id)),
    onSubmit: async (details) => {
      if (needsCategory() || category === '') return;
      const saved = uploader.images;
      const ok = await run(
        async () => {
          for (const img of saved) {
            const name = details[nameKey(img.image_id)] ?? '';
            const prompt = details[promptKey(img.image_id)] ?? '';
            await update({
              image_id: img.image_id,
              name: name.trim(),
              category_id: category,
              ...(prompt.trim() ? { prompt: prompt.trim() } : {}),
            }).unwrap();
            uploader.remove(img.image_id);
          }
        },
        t('admin.upload.saved', { count: saved.length }),
      );
      // New images belong in the library list, which did not hold them before.
      dispatch(adminApi.util.invalidateTags([{ type: 'Image', id: 'ADMIN_LIST' }]));
      if (ok) form.reset({});
    },
  });
  return { destination, category, uploader, needsCategory, take, form };
}
