# Homebrew formula: builds rxtree from a tagged source tarball with the Makefile's `make install`.
# On a release, set the tag in `url` and the tarball's SHA-256 (`curl -sL <url> | shasum -a 256`) in `sha256`:
# until then the all-zero checksum makes `brew install` stop, and `brew install --HEAD` builds main.
# DistributionTests checks this file's stanzas, its blocks and the url's version without Ruby.
class Rxtree < Formula
  desc "Print the navigation tree of an iOS app's RxFlow flows and view controllers"
  homepage "https://github.com/<owner>/rxtree"
  url "https://github.com/<owner>/rxtree/archive/refs/tags/0.1.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license "MIT"
  head "https://github.com/<owner>/rxtree.git", branch: "main"

  # swift-tools-version 6.0 needs Swift 6, which ships with Xcode 16; macOS 13 as in Package.swift.
  depends_on xcode: ["16.0", :build]
  depends_on macos: :ventura
  uses_from_macos "swift" => :build

  def install
    # SwiftPM's own sandbox cannot start inside Homebrew's.
    system "make", "install", "PREFIX=#{prefix}", "BUILD_FLAGS=-c release --disable-sandbox"
    generate_completions_from_executable(bin/"rxtree", "--generate-completion-script")
  end

  test do
    printed = shell_output("#{bin}/rxtree --version").strip
    assert_match(/\A\d+\.\d+\.\d+/, printed)
    # A --HEAD build's version is HEAD-<commit>, not what rxtree prints.
    assert_equal version.to_s, printed unless version.head?

    (testpath/"App/AppFlow.swift").write <<~SWIFT
      import RxFlow
      import UIKit

      enum AppStep: Step {
          case home
      }

      final class HomeViewController: UIViewController {}

      final class AppFlow: Flow {
          var root: Presentable { UINavigationController() }

          func navigate(to step: Step) -> FlowContributors {
              guard let step = step as? AppStep else { return .none }
              switch step {
              case .home:
                  let home = HomeViewController()
                  return .one(flowContributor: .contribute(withNextPresentable: home, withNextStepper: OneStepper(withSingleStep: AppStep.home)))
              }
          }
      }
    SWIFT
    expected = <<~EOS
      AppFlow
      └── HomeViewController
    EOS
    assert_equal expected, shell_output("#{bin}/rxtree AppFlow --dir #{testpath}/App")
  end
end
