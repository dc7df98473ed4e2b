import type { OperationBody, Schema } from '#sdk';

export interface EraseValues {
  password: string;
  content: Schema<'ErasureContent'>;
}

export const blankEraseValues: EraseValues = { password: '', content: 'keep' };

export const toExportMyDataInput = (format: Schema<'MyDataFormat'>): { body: OperationBody<'exportMyData'> } => ({ body: { format } });

export const toEraseInput = (values: EraseValues): { body: OperationBody<'eraseMyAccount'> } => ({
  body: { password: values.password, content: values.content },
});
