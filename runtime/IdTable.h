// Values by object id, stored flat: the game's objects (ObjectTable) and the
// layer view (LayerView). Copying one (an engine's search copies a game state
// at every node; the layer system snapshots its view) costs a few allocations,
// not one per object, and a lookup is an index, not a tree walk: entries live
// in fixed-size chunks, indexed by id. Ids are small and dense (ObjIds are
// handed out in order, CR 400.7) and no entry is ever removed, so iteration
// is in id order, as with the std::map this replaces, whose interface it
// keeps (find/end, at, operator[], count, `auto &[id, value]`). References to
// entries stay valid while the table grows: chunks never move.
#pragma once
#include "runtime/Ids.h"

#include <array>
#include <cstddef>
#include <memory>
#include <stdexcept>
#include <type_traits>
#include <vector>

namespace oraclec::rt {

// `first`/`second` as in a map's value_type, so `auto &[id, o]` reads the same.
template <class T> struct IdEntry {
  ObjId first = kNoObject;
  T second;
};

template <class T> class IdTable {
  static constexpr size_t kChunk = 64;
  using Chunk = std::array<IdEntry<T>, kChunk>;

public:
  IdTable() = default;
  IdTable(const IdTable &o) : present_(o.present_), count_(o.count_) {
    chunks_.reserve(o.chunks_.size());
    for (const auto &c : o.chunks_)
      chunks_.push_back(c ? std::make_unique<Chunk>(*c) : nullptr);
  }
  IdTable &operator=(const IdTable &o) {
    if (this != &o) {
      IdTable copy(o);
      *this = std::move(copy);
    }
    return *this;
  }
  IdTable(IdTable &&) noexcept = default;
  IdTable &operator=(IdTable &&) noexcept = default;

  template <bool Const> class Iter {
    using Table = std::conditional_t<Const, const IdTable, IdTable>;
    using Entry = std::conditional_t<Const, const IdEntry<T>, IdEntry<T>>;
    Table *t_;
    size_t i_;
    void skip() {
      while (i_ < t_->present_.size() && !t_->present_[i_])
        ++i_;
    }

  public:
    Iter(Table *t, size_t i) : t_(t), i_(i) { skip(); }
    Entry &operator*() const { return t_->entry(i_); }
    Entry *operator->() const { return &t_->entry(i_); }
    Iter &operator++() {
      ++i_;
      skip();
      return *this;
    }
    bool operator==(const Iter &o) const { return i_ == o.i_; }
    bool operator!=(const Iter &o) const { return i_ != o.i_; }
  };
  using iterator = Iter<false>;
  using const_iterator = Iter<true>;

  iterator begin() { return {this, 0}; }
  iterator end() { return {this, present_.size()}; }
  const_iterator begin() const { return {this, 0}; }
  const_iterator end() const { return {this, present_.size()}; }
  size_t size() const { return count_; }
  bool empty() const { return count_ == 0; }
  size_t count(ObjId id) const { return has(id) ? 1 : 0; }

  iterator find(ObjId id) { return has(id) ? iterator(this, size_t(id)) : end(); }
  const_iterator find(ObjId id) const { return has(id) ? const_iterator(this, size_t(id)) : end(); }
  T &at(ObjId id) {
    if (!has(id)) throw std::out_of_range("IdTable::at");
    return entry(size_t(id)).second;
  }
  const T &at(ObjId id) const {
    if (!has(id)) throw std::out_of_range("IdTable::at");
    return entry(size_t(id)).second;
  }
  // The value of `id`, or null: a lookup without an iterator (the layer
  // system and the operations make millions of them).
  T *get(ObjId id) { return has(id) ? &entry(size_t(id)).second : nullptr; }
  const T *get(ObjId id) const { return has(id) ? &entry(size_t(id)).second : nullptr; }
  // Room for ids below `ids` without growing one entry at a time.
  void reserve(size_t ids) {
    present_.reserve(ids);
    chunks_.reserve((ids + kChunk - 1) / kChunk);
  }
  // The entry of `id`, made (default) if it has none.
  T &operator[](ObjId id) {
    size_t i = size_t(id);
    if (i >= present_.size()) present_.resize(i + 1, false);
    if (chunks_.size() <= i / kChunk)
      chunks_.resize(i / kChunk + 1); // chunks with no entry stay unallocated
    if (!chunks_[i / kChunk])
      chunks_[i / kChunk] = std::make_unique<Chunk>();
    if (!present_[i]) {
      present_[i] = true;
      ++count_;
      entry(i).first = id;
    }
    return entry(i).second;
  }

private:
  std::vector<std::unique_ptr<Chunk>> chunks_;
  std::vector<bool> present_;
  size_t count_ = 0;
  bool has(ObjId id) const { return size_t(id) < present_.size() && present_[size_t(id)]; }
  IdEntry<T> &entry(size_t i) { return (*chunks_[i / kChunk])[i % kChunk]; }
  const IdEntry<T> &entry(size_t i) const { return (*chunks_[i / kChunk])[i % kChunk]; }
};

} // namespace oraclec::rt
