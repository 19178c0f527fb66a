// A progress bar for long jobs, drawn on stderr only when it is a terminal
// (CI logs and pipes get nothing).
#pragma once
#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <string>

namespace oraclec::driver {

class Progress {
public:
  Progress(std::string label, size_t total, bool enabled)
      : label_(std::move(label)), total_(total), enabled_(enabled) {}
  ~Progress() { finish(); }

  void advance(size_t n = 1) {
    size_t done = done_.fetch_add(n) + n;
    if (!enabled_)
      return;
    auto now = std::chrono::steady_clock::now();
    std::lock_guard lock(mutex_);
    if (done < total_ && now - lastDraw_ < std::chrono::milliseconds(80))
      return;
    lastDraw_ = now;
    draw(done);
  }
  void finish() {
    if (enabled_ && !finished_) {
      draw(done_.load());
      std::fputc('\n', stderr);
    }
    finished_ = true;
  }

private:
  void draw(size_t done) {
    const int width = 30;
    double frac = total_ ? double(done) / double(total_) : 1.0;
    int filled = int(frac * width);
    std::fprintf(stderr, "\r%s [%s%s] %zu/%zu %3d%%", label_.c_str(), std::string(size_t(filled), '#').c_str(),
                 std::string(size_t(width - filled), ' ').c_str(), done, total_, int(frac * 100));
    std::fflush(stderr);
  }
  std::string label_;
  size_t total_;
  bool enabled_;
  bool finished_ = false;
  std::atomic<size_t> done_{0};
  std::mutex mutex_;
  std::chrono::steady_clock::time_point lastDraw_{};
};

} // namespace oraclec::driver
