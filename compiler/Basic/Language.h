// The four languages oraclec reads and writes.
#pragma once
#include <optional>
#include <string_view>

namespace oraclec {

enum class Language { En, Ja, Ko, Pl };
inline constexpr Language kAllLanguages[] = {Language::En, Language::Ja, Language::Ko, Language::Pl};

constexpr std::string_view codeOf(Language l) {
  switch (l) {
  case Language::En: return "en";
  case Language::Ja: return "ja";
  case Language::Ko: return "ko";
  case Language::Pl: return "pl";
  }
  return "en";
}

constexpr std::optional<Language> languageFromCode(std::string_view code) {
  for (Language l : kAllLanguages)
    if (codeOf(l) == code)
      return l;
  return std::nullopt;
}

// MTGJSON foreignData "language" values.
constexpr std::optional<Language> languageFromMtgjsonName(std::string_view name) {
  if (name == "Japanese") return Language::Ja;
  if (name == "Korean") return Language::Ko;
  if (name == "Polish") return Language::Pl;
  return std::nullopt;
}

} // namespace oraclec
