// class-transformer keeps the @Type metadata in this module; its package ships the declaration under types/.
declare module 'class-transformer/cjs/storage' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage';
}
