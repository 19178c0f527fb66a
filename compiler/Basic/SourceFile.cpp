#include "Basic/SourceFile.h"

#include <algorithm>

namespace oraclec {

SourceFile::SourceFile(std::string path, std::string text, unsigned firstLine, unsigned firstColumn)
    : path_(std::move(path)), text_(std::move(text)), firstLine_(firstLine), firstColumn_(firstColumn) {
  lineStarts_.push_back(0);
  for (uint32_t i = 0; i < text_.size(); ++i)
    if (text_[i] == '\n')
      lineStarts_.push_back(i + 1);
}

uint32_t SourceFile::lineStart(uint32_t offset) const {
  auto it = std::upper_bound(lineStarts_.begin(), lineStarts_.end(), offset);
  return *(it - 1);
}

LineColumn SourceFile::lineColumn(uint32_t offset) const {
  offset = std::min<uint32_t>(offset, text_.size());
  auto it = std::upper_bound(lineStarts_.begin(), lineStarts_.end(), offset);
  unsigned line = unsigned(it - lineStarts_.begin()) - 1;
  unsigned column = line == 0 ? firstColumn_ : 1;
  // Count code points, not bytes: continuation bytes are 10xxxxxx.
  for (uint32_t i = lineStarts_[line]; i < offset; ++i)
    if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80)
      ++column;
  if (const LineOrigin *o = originOf(offset))
    for (uint32_t i = 0; i < o->column; ++i)
      if ((static_cast<unsigned char>(o->fileLine[i]) & 0xC0) != 0x80)
        ++column;
  return {line + firstLine_, column};
}

const SourceFile::LineOrigin *SourceFile::originOf(uint32_t offset) const {
  if (origins_.empty())
    return nullptr;
  offset = std::min<uint32_t>(offset, text_.size());
  size_t line = size_t(std::upper_bound(lineStarts_.begin(), lineStarts_.end(), offset) -
                       lineStarts_.begin()) -
                1;
  if (line >= origins_.size() || origins_[line].fileLine.empty())
    return nullptr;
  return &origins_[line];
}

std::pair<std::string_view, uint32_t> SourceFile::displayLine(uint32_t offset) const {
  if (const LineOrigin *o = originOf(offset))
    return {o->fileLine, o->column};
  return {lineText(offset), 0};
}

std::string_view SourceFile::lineText(uint32_t offset) const {
  uint32_t start = lineStart(std::min<uint32_t>(offset, text_.size()));
  uint32_t end = start;
  while (end < text_.size() && text_[end] != '\n')
    ++end;
  return std::string_view(text_).substr(start, end - start);
}

} // namespace oraclec
