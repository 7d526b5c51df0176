import { FakeImageProcessor } from './fake-image-processor.ts';
import { imageProcessorContract } from './image-processor.contract.ts';

imageProcessorContract(
  'fake',
  () => new FakeImageProcessor(),
  async (format, width, height) => FakeImageProcessor.image(format, width, height),
);
