//
//  SupportScreens.swift
//  Marketplace
//

import UIKit
import RxFlow

final class SupportHomeViewController: BaseViewController {}

final class ChatViewController: BaseViewController {}
