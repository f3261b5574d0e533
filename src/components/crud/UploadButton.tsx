import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Upload } from 'antd';
import { useState } from 'react';
import { useT } from '@/locales/useT';
import { isImageContent } from '@/schema/imageContent';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, type UploadKind, uploadProblem } from '@/schema/uploads';
import { ApiError, endsSession, errorText } from '@/services/errors';
import { uploadFile } from '@/services/upload';
import { lottieProblemOfText, lottieSeconds } from './lottie';
import { fillDuration } from './MediaPreview';

/** What the file picker offers for each kind of field: its types (docs/api.md, uploads). */
const accept = (kind: UploadKind) => [...UPLOAD_TYPES[kind], ...(kind === 'animation' ? ['.json'] : [])].join(',');

interface Props {
  /** The form field the uploaded file's URL goes into (and a refused file's reason). */
  name: string;
  kind: UploadKind;
  /** The field that takes an animation's length in whole seconds, read from the file uploaded. */
  durationTo?: string;
}

/**
 * The upload button of a media URL field (inside its input): sends the chosen file
 * (POST /upload) and puts its URL in the field. A file of a type the field does not take, or too
 * large, is held back (the picker's filter can be switched to all files, and a dropped file
 * passes none); an image or animation file is read first and sent only when its content is what
 * its name says (a picture; a Lottie animation). A refused file's reason shows at the field.
 */
export default function UploadButton({ name, kind, durationTo }: Props) {
  const t = useT();
  const form = Form.useFormInstance();
  const [busy, setBusy] = useState(false);
  const send = async (file: File) => {
    const problem = uploadProblem(file, kind);
    if (problem) {
      const text =
        problem === 'type'
          ? t(`crud.upload.wrongType.${kind}`)
          : t('crud.upload.tooLarge', { n: UPLOAD_MAX_BYTES / 1024 / 1024 });
      form.setFields([{ name, errors: [text] }]);
      return;
    }
    setBusy(true);
    try {
      if (kind === 'image' && !isImageContent(new Uint8Array(await file.slice(0, 1024).arrayBuffer()))) {
        form.setFields([{ name, errors: [t('crud.upload.notImage')] }]);
        return;
      }
      // An animation's length is in the file (frames over frame rate), which is read here anyway.
      let seconds: number | undefined;
      if (kind === 'animation') {
        const text = await file.text();
        const problem = lottieProblemOfText(text);
        if (problem) {
          form.setFields([{ name, errors: [t(`crud.upload.${problem}`)] }]);
          return;
        }
        seconds = lottieSeconds(JSON.parse(text));
      }
      // The field says why an upload failed, alone: no notice beside it.
      const saved = await uploadFile(file, kind, { deferErrorHandler: true });
      // The form's player under the field loads the new URL and reads an audio file's length.
      // `errors: undefined` clears an earlier refusal: rc-field-form then puts back its one shared
      // empty list. A fresh `[]` leaves the field's meta holding two different empty lists, and
      // rc-util's isEqual, meeting the shared one twice, warns of circular references.
      form.setFields([{ name, value: saved.url, errors: undefined }]);
      if (durationTo && seconds) fillDuration(form, durationTo, seconds);
    } catch (e) {
      if (endsSession(e)) e.show?.();
      else {
        const text = e instanceof ApiError ? (e.fieldErrors?.file ?? errorText(e, t)) : t('request.retry');
        form.setFields([{ name, errors: [text] }]);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Upload
      accept={accept(kind)}
      showUploadList={false}
      beforeUpload={(file) => {
        void send(file);
        // The file goes through the console's own request layer, not antd's uploader.
        return false;
      }}
    >
      <Button type="text" size="small" icon={<UploadOutlined aria-hidden />} loading={busy}>
        {t('crud.upload')}
      </Button>
    </Upload>
  );
}
