# Homebrew formula: widget-tui built from source. This repository is its own tap:
#   brew tap OWNER/widget-tui https://github.com/OWNER/widget-tui
#   brew install --HEAD widget-tui
# Not run here (no Homebrew, no Mac): `ruby -c` checks its syntax in .ci/run (docs/ci.md).
class WidgetTui < Formula
  desc "Preview an iOS home-screen widget in a terminal, and check it in CI"
  homepage "https://github.com/OWNER/widget-tui"
  head "https://github.com/OWNER/widget-tui.git", branch: "main"

  depends_on xcode: :build
  depends_on "pkg-config" => :build
  depends_on "libpng"
  # Keg-only: macOS's own ncurses 5.7 lacks alloc_pair and the wide-character pairs the preview uses.
  depends_on "ncurses"

  uses_from_macos "swift" => :build
  uses_from_macos "zlib"

  def install
    ENV.prepend_path "PKG_CONFIG_PATH", Formula["ncurses"].opt_lib/"pkgconfig"
    # SwiftPM's own sandbox cannot run inside Homebrew's.
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "widget-tui"
    bin.install ".build/release/widget-tui"
    generate_completions_from_executable(bin/"widget-tui", "completions")
  end

  test do
    assert_match "widget-tui", shell_output("#{bin}/widget-tui --version")
    ENV["WIDGET_TUI_HOME"] = testpath
    assert_match "pixels:", shell_output("#{bin}/widget-tui render --now 2026-11-29T12:00:00Z --tz UTC --format text")
  end
end
