export { FILE_ALIGNMENTS, File, type FileAlign, type FileProps } from './File.js';
