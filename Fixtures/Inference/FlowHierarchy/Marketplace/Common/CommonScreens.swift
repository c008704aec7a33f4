//
//  CommonScreens.swift
//  Marketplace
//

import UIKit
import WebKit
import RxFlow
import RxSwift
import RxCocoa

final class SettingsViewController: BaseViewController {}

final class HelpViewController: BaseViewController {}

final class InboxViewController: BaseViewController {}

final class WebViewController: UIViewController, Stepper {

    let steps = PublishRelay<Step>()

    fileprivate let url: URL
    fileprivate let webView = WKWebView()

    init(url: URL) {
        self.url = url
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(webView)
        webView.load(URLRequest(url: url))
    }
}
